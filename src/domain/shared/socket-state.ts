import { localEnum } from './wire-enum';

/** States of the live market socket (spec section 4); client-side only, so members are their own codes. */
export const SOCKET_STATES = ['disconnected', 'connecting', 'connected', 'reconnecting', 'error'] as const;
export type SocketState = (typeof SOCKET_STATES)[number];
export const socketStates = localEnum('socketState', SOCKET_STATES);
export const parseSocketState = socketStates.parse;
