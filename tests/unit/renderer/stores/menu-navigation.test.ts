// The desktop's View menu reaches the page as a contract event; the navigation store shows that screen, as the
// sidebar would, and stops following when told.
import { describe, expect, it, vi } from 'vitest';

const host = vi.hoisted(() => ({
  handlers: new Map<string, (payload: unknown) => void>(),
}));

vi.mock('../../../../renderer/desk/desk', () => ({
  desk: {
    on: (event: string, handler: (payload: unknown) => void) => {
      host.handlers.set(event, handler);
      return () => host.handlers.delete(event);
    },
  },
}));

const { followMenuNavigation } = await import('../../../../renderer/stores/menu-navigation');
const { useNavigation } = await import('../../../../renderer/stores/navigation-store');

describe('followMenuNavigation', () => {
  it('shows the screen a menu item asks for', () => {
    const stop = followMenuNavigation();
    expect(useNavigation.getState().screen).toBe('uploads');
    host.handlers.get('desktop.navigate')!({ screen: 'comments' });
    expect(useNavigation.getState().screen).toBe('comments');
    stop();
    expect(host.handlers.has('desktop.navigate')).toBe(false);
  });
});
