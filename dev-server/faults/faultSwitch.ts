// A fault switch for the console's end-to-end tests: added latency, 5xx answers, dropped connections and 401s on the
// admin REST API (/admin/realms/...), never on the login pages, the tokens or the console's files. `PUT /__faults`
// sets the faults, `GET /__faults` reads them with what was applied so far, and both answer only a caller on this
// machine.
//
// How it stays out of `npm start`: the switch exists only when startServer() is given `faults: true` (server.ts mounts
// nothing otherwise), and main.ts and the e2e server pass that only when faultsEnabled() below finds
// DEV_SERVER_FAULTS=1 in the environment. The e2e per-worker server is spawned with it (e2e/support/fixtures.ts);
// `npm start` and `npm run server` set no such variable, so there /__faults is a 404 like any unknown path and no
// admin answer is ever faulted.
import express, { Router, type NextFunction, type Request, type Response } from "express";
import { unauthorized } from "../admin/auth.js";

export const FAULTS_ENV = "DEV_SERVER_FAULTS";
export const FAULTS_PATH = "/__faults";
/** The part of the server the faults apply to. */
export const FAULTY_PREFIX = "/admin/realms";

/** Whether the environment asks for the fault switch: DEV_SERVER_FAULTS=1 and nothing else. */
export function faultsEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return env[FAULTS_ENV] === "1";
}

export interface FaultSettings {
  /** Milliseconds every matching request waits before it is handled (or faulted). */
  latencyMs?: number;
  /** The share (0..1) of matching requests answered 500, spread evenly: 0.5 fails every second one. */
  errorRate?: number;
  /** The next n matching requests are answered 500. */
  failNext?: number;
  /** The next n matching requests lose their connection without an answer. */
  dropNext?: number;
  /** The next n matching requests are answered 401, as Keycloak answers a token it no longer accepts. */
  unauthorizedNext?: number;
  /** A regular expression the request's path (no query) must match, e.g. "/users$"; all of /admin/realms without. */
  pathPattern?: string;
  /** The HTTP methods faulted, e.g. ["PUT"]; all without. */
  methods?: string[];
}

export interface FaultCounts {
  delayed: number;
  failed: number;
  dropped: number;
  unauthorized: number;
}

const MAX_LATENCY_MS = 60_000;
const MAX_COUNT = 1_000_000;
const MAX_PATTERN_LENGTH = 200;

class FaultRefused extends Error {}

function count(value: unknown, name: string, max = MAX_COUNT): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > max) {
    throw new FaultRefused(`${name} must be an integer from 0 to ${max}`);
  }
  return value;
}

/** The settings in a PUT body, checked; a setting left out is off. */
export function parseFaultSettings(body: unknown): FaultSettings {
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw new FaultRefused("a JSON object");
  const input = body as Record<string, unknown>;
  const known = new Set([
    "latencyMs",
    "errorRate",
    "failNext",
    "dropNext",
    "unauthorizedNext",
    "pathPattern",
    "methods",
  ]);
  const unknown = Object.keys(input).filter((key) => !known.has(key));
  if (unknown.length > 0) throw new FaultRefused(`unknown settings: ${unknown.join(", ")}`);
  const { errorRate, pathPattern, methods } = input;
  if (errorRate !== undefined && (typeof errorRate !== "number" || !(errorRate >= 0 && errorRate <= 1))) {
    throw new FaultRefused("errorRate must be a number from 0 to 1");
  }
  if (pathPattern !== undefined) {
    if (typeof pathPattern !== "string" || pathPattern.length > MAX_PATTERN_LENGTH) {
      throw new FaultRefused(`pathPattern must be a string of at most ${MAX_PATTERN_LENGTH} characters`);
    }
    try {
      new RegExp(pathPattern);
    } catch {
      throw new FaultRefused("pathPattern is not a regular expression");
    }
  }
  if (methods !== undefined && (!Array.isArray(methods) || !methods.every((m) => typeof m === "string"))) {
    throw new FaultRefused("methods must be a list of HTTP methods");
  }
  const settings: FaultSettings = {
    latencyMs: count(input.latencyMs, "latencyMs", MAX_LATENCY_MS),
    errorRate: errorRate as number | undefined,
    failNext: count(input.failNext, "failNext"),
    dropNext: count(input.dropNext, "dropNext"),
    unauthorizedNext: count(input.unauthorizedNext, "unauthorizedNext"),
    pathPattern: pathPattern as string | undefined,
    methods: (methods as string[] | undefined)?.map((method) => method.toUpperCase()),
  };
  return Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined)) as FaultSettings;
}

type Fault = "unauthorized" | "drop" | "fail" | undefined;

/** The faults in force: each matching request takes the latency, then at most one fault, counted down. */
export class Faults {
  private settings: FaultSettings = {};
  private pattern: RegExp | undefined;
  /** the error rate's running share: a request fails each time it reaches a whole one */
  private errorDebt = 0;
  private counts: FaultCounts = { delayed: 0, failed: 0, dropped: 0, unauthorized: 0 };

  /** Replaces every setting (an empty object clears them) and the counts of what was applied. */
  set(settings: FaultSettings): void {
    this.settings = { ...settings };
    this.pattern = settings.pathPattern === undefined ? undefined : new RegExp(settings.pathPattern);
    this.errorDebt = 0;
    this.counts = { delayed: 0, failed: 0, dropped: 0, unauthorized: 0 };
  }

  state(): { settings: FaultSettings; applied: FaultCounts } {
    return { settings: { ...this.settings }, applied: { ...this.counts } };
  }

  matches(method: string, path: string): boolean {
    if (!path.startsWith(`${FAULTY_PREFIX}/`) && path !== FAULTY_PREFIX) return false;
    // a CORS preflight is the browser's, not the console's call: it is left alone
    if (method === "OPTIONS") return false;
    if (this.settings.methods && !this.settings.methods.includes(method)) return false;
    return this.pattern === undefined || this.pattern.test(path);
  }

  latency(): number {
    const latency = this.settings.latencyMs ?? 0;
    if (latency > 0) this.counts.delayed++;
    return latency;
  }

  /** The fault for the next matching request, counted. */
  take(): Fault {
    const s = this.settings;
    if (s.unauthorizedNext) {
      s.unauthorizedNext--;
      this.counts.unauthorized++;
      return "unauthorized";
    }
    if (s.dropNext) {
      s.dropNext--;
      this.counts.dropped++;
      return "drop";
    }
    if (s.failNext) {
      s.failNext--;
      this.counts.failed++;
      return "fail";
    }
    if (s.errorRate) {
      this.errorDebt += s.errorRate;
      if (this.errorDebt >= 1 - 1e-9) {
        this.errorDebt -= 1;
        this.counts.failed++;
        return "fail";
      }
    }
    return undefined;
  }
}

/** Whether a request comes from this machine (IPv4, IPv6 or IPv4 mapped into IPv6). */
export function fromLoopback(req: Pick<Request, "socket">): boolean {
  const address = req.socket.remoteAddress ?? "";
  return address === "::1" || /^(::ffff:)?127\./.test(address);
}

/** GET and PUT /__faults, for a caller on this machine only. */
export function faultsRouter(faults: Faults): Router {
  const router = Router();
  router.use(FAULTS_PATH, (req, res, next) => {
    if (!fromLoopback(req)) {
      res.status(403).json({ error: "the fault switch answers this machine only" });
      return;
    }
    next();
  });
  router.get(FAULTS_PATH, (_req, res) => {
    res.json(faults.state());
  });
  router.put(FAULTS_PATH, express.json({ limit: "10kb" }), (req, res) => {
    try {
      faults.set(parseFaultSettings(req.body));
    } catch (error) {
      if (!(error instanceof FaultRefused)) throw error;
      res.status(400).json({ error: error.message });
      return;
    }
    res.json(faults.state());
  });
  return router;
}

/** Applies the faults to the admin REST API's requests; everything else passes untouched. */
export function faultInjection(faults: Faults) {
  return (req: Request, res: Response, next: NextFunction) => {
    // originalUrl: the middleware may be mounted below a path; the query is no part of what the pattern sees
    const path = req.originalUrl.split("?")[0];
    if (!faults.matches(req.method, path)) {
      next();
      return;
    }
    const latency = faults.latency();
    const apply = () => {
      switch (faults.take()) {
        case "unauthorized":
          unauthorized(res);
          return;
        case "drop":
          // no answer at all: the browser sees the connection close (net::ERR_EMPTY_RESPONSE)
          req.socket.destroy();
          return;
        case "fail":
          res.status(500).json({ error: "unknown_error" });
          return;
        default:
          next();
      }
    };
    if (latency > 0) setTimeout(apply, latency);
    else apply();
  };
}
