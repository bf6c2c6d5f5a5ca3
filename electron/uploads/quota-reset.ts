// The platform's rule lives in shared/ so the renderer can say when a quota refusal lifts; the main process keeps
// importing it from here.
export { nextQuotaReset } from '../../shared/platform/quota-reset';
