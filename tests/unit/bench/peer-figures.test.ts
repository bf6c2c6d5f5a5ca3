import { describe, expect, it } from 'vitest';
import { childrenCpuSeconds, runPeer } from '../../bench/child-cpu';
import { formatPeerComparison } from '../../bench/peer-ratio';

describe("a benchmark's peer", () => {
  it("reads the children's CPU time from the shell's times", () => {
    expect(childrenCpuSeconds('0m0.010s 0m0.002s\n0m1.250s 0m0.050s\n')).toBeCloseTo(1.3, 6);
    expect(childrenCpuSeconds('0m0.000s 0m0.000s\n2m3.500s 0m0.500s')).toBeCloseTo(124, 6);
    expect(() => childrenCpuSeconds('garbage')).toThrow(/unexpected output/);
  });

  it('runs a program with its arguments as given and reports its output, exit code and CPU', async () => {
    const run = await runPeer('sh', ['-c', 'printf "%s|" "$@"; echo oops >&2; exit 3', 'sh', 'a b', '$HOME', "'q'"]);
    expect(run.stdout).toBe("a b|$HOME|'q'|");
    expect(run.stderr).toBe('oops\n');
    expect(run.code).toBe(3);
    expect(run.cpuSeconds).toBeGreaterThanOrEqual(0);
    // A peer that works is measured as working: the CPU of the shell's children, not zero.
    const busy = await runPeer('sh', ['-c', 'i=0; while [ $i -lt 100000 ]; do i=$((i+1)); done']);
    expect(busy.cpuSeconds).toBeGreaterThan(0);
  });

  it('states both figures and the ratio against a ratio target', () => {
    const line = (own: number) =>
      formatPeerComparison({
        label: 'log replay',
        own,
        peer: 'awk',
        peerValue: 1,
        unit: 's of CPU',
        target: 2,
        lessIsBetter: true,
      });
    expect(line(1.5)).toBe(
      'log replay: 1.50 s of CPU; awk 1.00 s of CPU in the same run; ratio 1.50 (target ≤ 2: met)',
    );
    expect(line(2.5)).toMatch(/ratio 2\.50 \(target ≤ 2: NOT met\)$/);
  });
});
