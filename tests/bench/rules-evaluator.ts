// Throughput of the rules language at the edge: requests evaluated per second against a zone of 10 rate limiting
// rules, each request parsed once into a RuleContext and every rule's expression, counting key and counter applied,
// as the emulator's edge does. Prints figures; asserts nothing.
//   npx tsx tests/bench/rules-evaluator.ts [--requests 1000000]
import { pathToFileURL } from 'node:url';
import {
  compileCounterKey,
  compileExpression,
  RateLimitCounter,
  RuleContext,
  type CompiledExpression,
  type CounterKeyFunction,
  type RuleRequest,
} from '../../shared/rules/index';

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

interface CompiledBenchRule {
  readonly match: CompiledExpression;
  readonly key: CounterKeyFunction;
  readonly counter: RateLimitCounter;
}

function compileRules(rules: readonly BenchRule[]): CompiledBenchRule[] {
  return rules.map((rule) => {
    const compiled = compileExpression(rule.expression, { context: 'rule' });
    if (!compiled.ok)
      throw new Error(`benchmark rule does not parse: ${rule.expression}\n${compiled.error.toString()}`);
    return {
      match: compiled,
      key: compileCounterKey(rule.characteristics),
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

export interface EvaluatorBenchmarkResult {
  readonly rules: number;
  readonly requests: number;
  /** Wall time. */
  readonly seconds: number;
  /** CPU time of the process (user + system) over the same loop. */
  readonly cpuSeconds: number;
  readonly requestsPerSecond: number;
  readonly requestsPerCpuSecond: number;
  /** Rules evaluated (expression, and counter when it matched), summed over all requests. */
  readonly ruleEvaluations: number;
  readonly nsPerRuleEvaluation: number;
  readonly matchedPerRequest: number;
  readonly blocked: number;
}

export function runEvaluatorBenchmark(requests = 200_000): EvaluatorBenchmarkResult {
  const rules = compileRules(BENCH_RULES);
  const inputs = Array.from({ length: 4096 }, (_, i) => requestAt(i));
  // Warm up the JIT so the figure describes steady state, as at a busy edge.
  const warm = compileRules(BENCH_RULES);
  for (let i = 0; i < 50_000; i++) evaluateAll(warm, new RuleContext(inputs[i % inputs.length]!), i);

  let matched = 0;
  let blocked = 0;
  let evaluated = 0;
  // CPU time as well as wall time: on a shared machine the wall clock also counts the time spent waiting for a core,
  // and the target is per core.
  const cpuStarted = process.cpuUsage();
  const started = process.hrtime.bigint();
  for (let i = 0; i < requests; i++) {
    const outcome = evaluateAll(rules, new RuleContext(inputs[i % inputs.length]!), i);
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
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return {
    rules: rules.length,
    requests,
    seconds,
    cpuSeconds,
    requestsPerSecond: requests / seconds,
    requestsPerCpuSecond: requests / cpuSeconds,
    ruleEvaluations: evaluated,
    nsPerRuleEvaluation: (cpuSeconds * 1e9) / evaluated,
    matchedPerRequest: matched / requests,
    blocked,
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
    if (!rule.match.evaluate(ctx)) continue;
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
  return [
    `Rules evaluator (edge, ${result.rules} rate limiting rules, one core)`,
    `  ${Math.round(result.requestsPerCpuSecond).toLocaleString('en-US')} requests/s of CPU time (target >= 1,000,000); ` +
      `${Math.round(result.requestsPerSecond).toLocaleString('en-US')} by the wall clock`,
    `  ${result.nsPerRuleEvaluation.toFixed(1)} ns of CPU time per rule evaluation (expression, plus counting key and counter when it matched)`,
    `  ${result.requests.toLocaleString('en-US')} requests in ${result.cpuSeconds.toFixed(2)} s of CPU, ${result.seconds.toFixed(2)} s of wall time; ` +
      `${result.matchedPerRequest.toFixed(2)} rules matched per request; ${result.blocked.toLocaleString('en-US')} blocked`,
  ];
}

function flag(name: string): number | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : Number(process.argv[index + 1]);
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  for (const line of formatEvaluatorResult(runEvaluatorBenchmark(flag('--requests') ?? 1_000_000))) console.log(line);
}
