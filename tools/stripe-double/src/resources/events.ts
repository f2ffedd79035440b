import { listAnswer } from '../api/list.ts';
import { path, type Route } from '../api/route.ts';

export const eventRoutes: Route[] = [
  {
    method: 'GET',
    path: path('/v1/events'),
    handle(ctx, { params }) {
      const type = params.string('type');
      const events = ctx.store.events
        .all()
        .filter((event) => type === undefined || event.type === type);
      const list = listAnswer(events, '/v1/events', params);
      params.done();
      return list;
    },
  },
  {
    method: 'GET',
    path: path('/v1/events/:id'),
    handle(ctx, { params, ids: [id = ''] }) {
      params.done();
      return ctx.store.events.get(id);
    },
  },
];
