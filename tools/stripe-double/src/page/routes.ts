import { declineSession, expireDueSessions, paySession, successRedirect } from '../checkout.ts';
import type { Context } from '../context.ts';
import type { Answer } from '../http.ts';
import { closedPage, missingPage, openPage } from './render.ts';

const html = (status: number, body: string): Answer => ({
  status,
  headers: {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'",
  },
  body,
});

/**
 * The hosted checkout page: `GET /pay/:id` shows it, `POST /pay/:id/pay` pays and redirects
 * (303) to success_url, `POST /pay/:id/decline` shows it again with the card declined (402).
 * A session that is paid or expired shows that instead (409 to a POST).
 */
export function pageHandler(ctx: Context) {
  return (method: string, pathname: string): Answer | undefined => {
    const match = /^\/pay\/([^/]+)(?:\/(pay|decline))?$/.exec(pathname);
    if (!match) return undefined;
    const [, id = '', action] = match;
    if ((method === 'POST') !== (action !== undefined)) return undefined;
    expireDueSessions(ctx);
    const session = ctx.store.checkoutSessions.find(decodeURIComponent(id));
    if (!session) return html(404, missingPage());
    if (session.status !== 'open') return html(action ? 409 : 200, closedPage(session));
    const items = ctx.store.sessionExtras.get(session.id)?.lineItems ?? [];
    if (action === 'pay') {
      paySession(ctx, session.id);
      return { status: 303, headers: { Location: successRedirect(session) }, body: '' };
    }
    if (action === 'decline') {
      declineSession(ctx, session.id);
      return html(402, openPage(session, items, true));
    }
    return html(200, openPage(session, items, false));
  };
}
