// Throughput of the rules language at the edge: requests evaluated per second against a zone of 10 rate limiting
// rules, each request parsed once into a RuleContext and every rule's expression, counting key and counter applied,
// as the emulator's edge does, beside its peer in the same run: the same requests through ten hand-written tests of
// the path and method, each with a Map of counters per client, the floor any evaluator stands on. Prints figures and
// the ratio of the CPU per request; asserts nothing.
//   npx tsx tests/bench/rules-evaluator.ts [--requests 3000000] [--rounds 30]
import { pathToFileURL } from 'node:url';
import {
  compileCounterKeyRef,
  compileExpression,
  RateLimitCounter,
  RuleContext,
  type CompiledExpression,
  type CounterKeyRefFunction,
  type RuleRequest,
} from '../../shared/rules/index';
import { formatPeerComparison } from './peer-ratio';

interface BenchRule {
  readonly expression: string;
  readonly characteristics: readonly string[];
  readonly period: number;
  readonly requests: number;
  readonly timeout: number;
}

/** Ten rules of the shapes creators write: paths, methods, headers, query arguments, sets of IPs, functions. */
export const BENCH_RULES: readonly BenchRule[] = [
  {
    expression: 'http.request.uri.path eq "/login" and http.request.method eq "POST"',
    characteristics: ['ip.src', 'cf.colo.id'],
    period: 60,
    requests: 5,
    timeout: 600,
  },
  {
    expression: 'starts_with(http.request.uri.path, "/api/")',
    characteristics: ['http.request.headers["x-api-key"]', 'cf.colo.id'],
    period: 60,
    requests: 100,
    timeout: 0,
  },
  {
    expression: 'http.request.uri.path matches "^/shop/item/[0-9]+$"',
    characteristics: ['ip.src', 'cf.colo.id'],
    period: 10,
    requests: 50,
    timeout: 60,
  },
  {
    expression: 'lower(http.request.headers["user-agent"][0]) contains "bot"',
    characteristics: ['ip.src', 'cf.colo.id'],
    period: 60,
    requests: 30,
    timeout: 300,
  },
  {
    expression: 'ip.src in {10.0.0.0/8 192.168.0.0/16} and http.request.method in {"POST" "PUT" "DELETE"}',
    characteristics: ['ip.src', 'cf.colo.id'],
    period: 60,
    requests: 20,
    timeout: 0,
  },
  {
    expression: 'any(http.request.uri.args["q"][*] contains "select")',
    characteristics: ['ip.src', 'cf.colo.id'],
    period: 60,
    requests: 3,
    timeout: 3600,
  },
  {
    expression: 'http.request.uri.path in {"/checkout" "/cart"} and not http.cookie contains "session="',
    characteristics: ['ip.src', 'cf.colo.id'],
    period: 120,
    requests: 10,
    timeout: 600,
  },
  {
    expression: 'http.host eq "shop.example.com" && ends_with(http.request.uri.path, ".json")',
    characteristics: ['ip.src', 'cf.colo.id'],
    period: 60,
    requests: 200,
    timeout: 0,
  },
  {
    expression: 'len(http.request.uri.query) > 512 or http.request.uri.path contains ".."',
    characteristics: ['ip.src', 'cf.colo.id'],
    period: 10,
    requests: 1,
    timeout: 86400,
  },
  {
    expression: 'http.request.method eq "GET"',
    characteristics: ['ip.src', 'cf.colo.id'],
    period: 10,
    requests: 1000,
    timeout: 0,
  },
];

const EDGE = { coloId: 'bench' };

/** 4,096 distinct requests, cycled: a power of two, so that picking the next one is a mask, not a division. */
const INPUT_MASK = 4095;

interface CompiledBenchRule {
  readonly match: CompiledExpression;
  readonly key: CounterKeyRefFunction;
  readonly counter: RateLimitCounter;
}

function compileRules(rules: readonly BenchRule[]): CompiledBenchRule[] {
  return rules.map((rule) => {
    const compiled = compileExpression(rule.expression, { context: 'rule' });
    if (!compiled.ok)
      throw new Error(`benchmark rule does not parse: ${rule.expression}\n${compiled.error.toString()}`);
    return {
      match: compiled,
      key: compileCounterKeyRef(rule.characteristics),
      counter: new RateLimitCounter({
        period: rule.period,
        requests_per_period: rule.requests,
        mitigation_timeout: rule.timeout,
      }),
    };
  });
}

const PATHS = ['/', '/login', '/api/v1/items', '/shop/item/42', '/checkout', '/feed.json', '/blog/post', '/search'];
const METHODS = ['GET', 'GET', 'GET', 'POST', 'PUT'];
const AGENTS = ['Mozilla/5.0 (X11; Linux x86_64)', 'curl/8.5.0', 'Googlebot/2.1', 'Mozilla/5.0 (Macintosh)'];

/** A varied, deterministic stream of requests from 5,000 clients. */
function requestAt(i: number): RuleRequest {
  const ip = `${10 + (i % 3) * 80}.${(i >> 8) & 255}.${(i >> 4) & 15}.${i % 251}`;
  return {
    method: METHODS[i % METHODS.length]!,
    host: i % 2 === 0 ? 'shop.example.com' : 'www.example.com',
    path: PATHS[i % PATHS.length]!,
    query: i % 7 === 0 ? `q=select+${i}&page=2` : `page=${i % 10}`,
    headers: {
      'user-agent': AGENTS[i % AGENTS.length],
      'x-api-key': `key-${i % 50}`,
      cookie: i % 4 === 0 ? `session=${i % 5000}; theme=dark` : 'theme=light',
    },
    sourceIp: ip,
  };
}

export interface EvaluatorRound {
  readonly requests: number;
  /** CPU time of the process (user + system) over the round: on a shared machine, the wall clock also counts the
   * time spent waiting for a core, and the target is per core. */
  readonly cpuSeconds: number;
  /** Wall time of the same round. */
  readonly seconds: number;
  readonly ruleEvaluations: number;
}

export interface EvaluatorBenchmarkResult {
  readonly rules: number;
  /** Requests per round. */
  readonly requests: number;
  readonly rounds: readonly EvaluatorRound[];
  /** The round with the least CPU time: the one least disturbed by other processes on the machine. */
  readonly best: EvaluatorRound;
  readonly requestsPerCpuSecond: number;
  /** Median over the rounds, and the slowest, to show how noisy the machine was. */
  readonly medianRequestsPerCpuSecond: number;
  readonly worstRequestsPerCpuSecond: number;
  readonly requestsPerSecond: number;
  readonly nsPerRuleEvaluation: number;
  readonly matchedPerRequest: number;
  readonly blocked: number;
  /** The hand-written peer's best round over the same requests: CPU seconds for `requests`. */
  readonly peerCpuSeconds: number;
}

/**
 * The evaluator's CPU per request must stay within this many times the hand-written peer's: on this machine in
 * December 2026 what the former target, 1,000,000 requests a second of CPU, came to.
 */
export const EVALUATOR_TARGET_RATIO = 4;

/**
 * The peer: for each of ten rules, the request's path and method compared as strings and, when they match, the
 * client's counter in a Map bumped and held to a limit: what a hand-written check of the same shape costs.
 */
function handWrittenRound(inputs: readonly RuleRequest[], requests: number, from: number): number {
  const counters = Array.from({ length: 10 }, () => new Map<string, number>());
  let stopped = 0;
  for (let n = 0, i = from; n < requests; n++, i++) {
    const request = inputs[i & INPUT_MASK]!;
    for (let r = 0; r < counters.length; r++) {
      if (request.path !== PATHS[r % PATHS.length] && request.method !== METHODS[r % METHODS.length]) continue;
      const counter = counters[r]!;
      const seen = (counter.get(request.sourceIp) ?? 0) + 1;
      counter.set(request.sourceIp, seen);
      if (seen > 100 + r) {
        stopped += 1;
        break;
      }
    }
  }
  return stopped;
}

/**
 * `totalRequests` in `rounds` rounds, through the same rules and counters (a busy edge's steady state),
 * the clock running on. Every round is timed on its own, CPU and wall; the best round is the figure, the median and
 * the worst show the noise. A round rather than the whole run, because a shared machine's other processes come and
 * go (and take caches with them) within seconds.
 */
export function runEvaluatorBenchmark(totalRequests = 3_000_000, rounds = 30): EvaluatorBenchmarkResult {
  const requests = Math.ceil(totalRequests / rounds);
  const rules = compileRules(BENCH_RULES);
  const inputs = Array.from({ length: INPUT_MASK + 1 }, (_, i) => requestAt(i));
  // Warm up the JIT so the figure describes steady state, as at a busy edge.
  const warm = compileRules(BENCH_RULES);
  for (let i = 0; i < 50_000; i++) evaluateAll(warm, new RuleContext(inputs[i & INPUT_MASK]!), i);

  let matched = 0;
  let blocked = 0;
  const measured: EvaluatorRound[] = [];
  let clock = 0;
  let peerCpuSeconds = Infinity;
  let peerStopped = 0;
  handWrittenRound(inputs, 50_000, 0);
  for (let round = 0; round < rounds; round++) {
    let evaluated = 0;
    const cpuStarted = process.cpuUsage();
    const started = process.hrtime.bigint();
    for (let n = 0; n < requests; n++, clock++) {
      const outcome = evaluateAll(rules, new RuleContext(inputs[clock & INPUT_MASK]!), clock);
      if (outcome < 0) {
        blocked += 1;
        matched += -outcome;
        evaluated += lastEvaluated;
      } else {
        matched += outcome;
        evaluated += rules.length;
      }
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const cpu = process.cpuUsage(cpuStarted);
    measured.push({ requests, cpuSeconds: (cpu.user + cpu.system) / 1e6, seconds, ruleEvaluations: evaluated });
    // The peer's round right after, under about the same load.
    const peerStarted = process.cpuUsage();
    peerStopped += handWrittenRound(inputs, requests, clock - requests);
    const peerCpu = process.cpuUsage(peerStarted);
    peerCpuSeconds = Math.min(peerCpuSeconds, (peerCpu.user + peerCpu.system) / 1e6);
  }
  const byCpu = [...measured].sort((a, b) => a.cpuSeconds - b.cpuSeconds);
  const best = byCpu[0]!;
  const perCpuSecond = (round: EvaluatorRound): number => round.requests / round.cpuSeconds;
  return {
    rules: rules.length,
    requests,
    rounds: measured,
    best,
    requestsPerCpuSecond: perCpuSecond(best),
    medianRequestsPerCpuSecond: perCpuSecond(byCpu[Math.floor(byCpu.length / 2)]!),
    worstRequestsPerCpuSecond: perCpuSecond(byCpu[byCpu.length - 1]!),
    requestsPerSecond: Math.max(...measured.map((round) => round.requests / round.seconds)),
    nsPerRuleEvaluation: (best.cpuSeconds * 1e9) / best.ruleEvaluations,
    matchedPerRequest: matched / (requests * rounds),
    blocked,
    // Read so that the peer's work cannot be optimised away.
    peerCpuSeconds: peerStopped >= 0 ? peerCpuSeconds : NaN,
  };
}

/** Rules run by the last evaluateAll() that blocked (kept outside its result so that the loop allocates nothing). */
let lastEvaluated = 0;

/**
 * Every rule in order, as the edge does; the first rule that blocks ends the request. Answers the number of rules
 * matched, negated when the request was blocked.
 */
function evaluateAll(rules: readonly CompiledBenchRule[], ctx: RuleContext, i: number): number {
  // A simulated clock: 1,000 requests a second.
  const now = i;
  let matched = 0;
  for (let r = 0; r < rules.length; r++) {
    const rule = rules[r]!;
    if (!rule.match.test(ctx)) continue;
    matched += 1;
    if (rule.counter.hitBlocked(rule.key(ctx, EDGE), now)) {
      lastEvaluated = r + 1;
      return -matched;
    }
  }
  return matched;
}

/** The lines `npm run bench` prints, figures beside their targets. */
export function formatEvaluatorResult(result: EvaluatorBenchmarkResult): string[] {
  const count = (n: number): string => Math.round(n).toLocaleString('en-US');
  const best = result.best;
  return [
    `Rules evaluator (edge, ${result.rules} rate limiting rules, one core; best of ${result.rounds.length} rounds of ${count(result.requests)} requests)`,
    `  ${count(result.requestsPerCpuSecond)} requests/s of CPU time; ` +
      `median round ${count(result.medianRequestsPerCpuSecond)}, slowest ${count(result.worstRequestsPerCpuSecond)}; ` +
      `${count(result.requestsPerSecond)} by the wall clock`,
    `  ${formatPeerComparison({
      label: `${count(result.requests)} requests (best rounds)`,
      own: best.cpuSeconds * 1000,
      peer: 'hand-written path and method tests with a Map of counters per client',
      peerValue: result.peerCpuSeconds * 1000,
      unit: 'ms of CPU',
      target: EVALUATOR_TARGET_RATIO,
      lessIsBetter: true,
    })}`,
    `  ${result.nsPerRuleEvaluation.toFixed(1)} ns of CPU time per rule evaluation (expression, plus counting key and counter when it matched)`,
    `  best round: ${best.cpuSeconds.toFixed(3)} s of CPU, ${best.seconds.toFixed(3)} s of wall time; ` +
      `${result.matchedPerRequest.toFixed(2)} rules matched per request; ${count(result.blocked)} of ${count(result.requests * result.rounds.length)} blocked`,
  ];
}

function flag(name: string): number | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : Number(process.argv[index + 1]);
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  const result = runEvaluatorBenchmark(flag('--requests') ?? 3_000_000, flag('--rounds'));
  for (const line of formatEvaluatorResult(result)) console.log(line);
}
