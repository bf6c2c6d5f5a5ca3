// How browser mode's page proves it was opened from the printed URL. The printed run token is traded once for a
// session id that lives only in the page's memory (sessionStorage) and travels in a header or a WebSocket
// subprotocol, never in a cookie: cookies are scoped by host, not port, so every other server on 127.0.0.1 the
// browser talks to would receive one.

/** `POST` with the run token in RUN_TOKEN_HEADER answers `{ session }`; `GET` with SESSION_HEADER checks one. */
export const SESSION_ROUTE = '/_desk/session';
export const RUN_TOKEN_HEADER = 'x-desk-token';
export const SESSION_HEADER = 'x-desk-session';
/** The subprotocol the host selects; the session id rides beside it as `SESSION_PROTOCOL_PREFIX + id`. */
export const WEB_SOCKET_PROTOCOL = 'channel-desk';
export const SESSION_PROTOCOL_PREFIX = 'desk-session.';

/** What the host answers when the page has no valid session; also shown by the page itself. */
export const OPEN_PRINTED_URL = "Channel Desk: open the URL printed in the terminal (it carries this run's token).";

/** Session ids are base64url (RFC 6455 subprotocols must be HTTP tokens, which base64url characters are). */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;
