// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { reloadIntoNewVersion } from '../../../../src/client/pwa/registerServiceWorker.ts';

/** A page and its service worker container, as far as the reload rule sees them. */
function setup(controlled: boolean) {
  const container = new EventTarget() as EventTarget & { controller: object | null };
  container.controller = controlled ? {} : null;
  const page = new EventTarget() as EventTarget & { location: { reload: () => void } };
  page.location = { reload: vi.fn() };
  reloadIntoNewVersion(container as unknown as ServiceWorkerContainer, page as unknown as Window);
  const newWorker = () => container.dispatchEvent(new Event('controllerchange'));
  return { page, newWorker, reload: page.location.reload };
}

describe('a new deployment\'s worker taking the page over (decision 107)', () => {
  it('reloads a page nobody has touched into the new version, once', () => {
    const { newWorker, reload } = setup(true);
    newWorker();
    newWorker();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('leaves a page in use as it is: a touch or a key since it opened', () => {
    for (const type of ['pointerdown', 'keydown']) {
      const { page, newWorker, reload } = setup(true);
      page.dispatchEvent(new Event(type));
      newWorker();
      expect(reload).not.toHaveBeenCalled();
    }
  });

  it('does nothing at the first install, when no worker served the page', () => {
    const { newWorker, reload } = setup(false);
    newWorker();
    expect(reload).not.toHaveBeenCalled();
  });
});
