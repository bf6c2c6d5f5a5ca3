// Fans contract events out to whoever listens: the Electron window, or every WebSocket of browser mode.
import type { EventName, EventPayload } from '../../shared/ipc';
import type { EventSink } from '../ipc/handlers';

type EventListener = (name: EventName, payload: unknown) => void;

export class EventHub implements EventSink {
  private readonly listeners = new Set<EventListener>();

  emit<E extends EventName>(name: E, payload: EventPayload<E>): void {
    for (const listener of this.listeners) listener(name, payload);
  }

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Listens to one event, with its payload typed by the contract. */
  on<E extends EventName>(name: E, listener: (payload: EventPayload<E>) => void): () => void {
    return this.subscribe((emitted, payload) => {
      // The hub's emit is typed by the contract, so a payload under this name is this event's payload.
      if (emitted === name) listener(payload as EventPayload<E>);
    });
  }
}
