import type * as z from 'zod/mini';
import type { Endpoint } from '../../adapters/api/catalogue/endpoint';
import type {
  ConfirmOnChain,
  FindOnChain,
  FundsChainHooks,
  LocalChainSettings,
  OpenOnChain,
} from './local-chain';
import type { MockSettings } from './mock-settings';
import type { MockState, MockUser } from './mock-state';
import type { Random } from './random';

/** The NADI chain as common.config announces it (configurable: a local chain in end-to-end runs). */
export interface NadiChainSettings {
  readonly chainId: number;
  readonly rpcUrl: string;
  readonly explorerUrl: string;
  /**
   * A real local chain attached by the Node server (server/chain-settings.ts): common.config then announces
   * its token contracts, payment contract and receiver, and payments are confirmed on it (MockEnv.confirmOnChain).
   */
  readonly localChain?: LocalChainSettings;
}

/**
 * What every handler may use besides the request; each feature's settings under its name (`env.pledge`:
 * mock-settings.ts, declared in the feature's folder; defaults where absent).
 */
export interface MockEnv extends MockSettings {
  /** Milliseconds since the epoch (injectable clock). */
  now(): number;
  readonly random: Random;
  /** The app's origin, for invite links, without a trailing slash. */
  readonly origin: string;
  readonly nadiChain: NadiChainSettings;
  /**
   * A second real local chain the Node server attached, announced by common.config as BSC (in place of
   * BSC mainnet) while it is set; payments on BSC are then made and checked on it like the NADI chain's.
   */
  readonly bscChain?: LocalChainSettings;
  /** Checks a payment on the attached local chain; only the Node server, which attaches one, sets it. */
  readonly confirmOnChain?: ConfirmOnChain;
  /** Looks for an order's payment by its events on the attached chain (the Node server sets it too). */
  readonly findOnChain?: FindOnChain;
  /** Opens an order on the payment contract before it is paid (payment feature); only the Node server sets it. */
  readonly openOnChain?: OpenOnChain;
  /** Deposits and withdrawals on the attached chains (funds feature); only the Node server sets it. */
  readonly fundsChain?: FundsChainHooks;
}

export interface HandlerContext<Input> {
  /** The request, already parsed with the endpoint's request schema. */
  readonly input: Input;
  /** The user behind the Bearer token; always set for endpoints with `auth: true`. */
  readonly user: MockUser | null;
  readonly state: MockState;
  readonly env: MockEnv;
  /** The request's headers, names in lower case (absent when a test runs a handler directly). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** `data` for code 200, or an answer code with its message (HTTP 200, or `status` when it is not). */
export type HandlerResult<Data> =
  | { readonly ok: true; readonly data: Data }
  | {
      readonly ok: false;
      readonly status: number;
      readonly code: number;
      readonly msg: string;
      /** Figures of a refusal (`{current, required}`, `{minimum}`), answered as its `data`. */
      readonly data?: Readonly<Record<string, string>>;
    };

export const ok = <Data>(data: Data): HandlerResult<Data> => ({ ok: true, data });
/** A business failure: HTTP 200 with a non-200 answer code (and the refusal's figures as `data`, if any). */
export const fail = (
  code: number,
  msg: string,
  data?: Readonly<Record<string, string>>,
): HandlerResult<never> => ({
  ok: false,
  status: 200,
  code,
  msg,
  ...(data ? { data } : {}),
});
/** A request the schema let through but a rule refuses: HTTP 400, code 400. */
export const invalid = (msg: string): HandlerResult<never> => ({ ok: false, status: 400, code: 400, msg });

/** One endpoint and the function that answers it. */
export interface Implementation {
  readonly endpoint: Endpoint;
  run(ctx: HandlerContext<unknown>): Promise<HandlerResult<unknown>>;
}

type Answer<Res extends z.ZodMiniType> = HandlerResult<z.input<Res>> | Promise<HandlerResult<z.input<Res>>>;

/** Binds a handler to its declaration; the types tie the handler's input and answer to the schemas. */
export const implement = <Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  endpoint: Endpoint<Req, Res>,
  handler: (ctx: HandlerContext<z.output<Req>>) => Answer<Res>,
): Implementation => ({
  endpoint,
  // The router parsed `input` with `endpoint.request`, so it is a `z.output<Req>`.
  run: async (ctx) => handler(ctx as HandlerContext<z.output<Req>>),
});

/** As `implement`, for endpoints with `auth: true`: the handler gets the user, never null. */
export const implementAuthed = <Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  endpoint: Endpoint<Req, Res>,
  handler: (ctx: HandlerContext<z.output<Req>> & { readonly user: MockUser }) => Answer<Res>,
): Implementation =>
  implement(endpoint, (ctx) =>
    ctx.user
      ? handler({ ...ctx, user: ctx.user })
      : { ok: false, status: 401, code: 401, msg: 'login expired' },
  );
