// Places jobs, companies and candidates can be in (the contract's `locations` tag).
import type * as T from '../../../generated/types.gen';
import type { Handler } from '../http';
import { paginate } from '../http';

export const listLocations: Handler<T.ListLocationsData, T.ListLocationsResponses> = (req, ctx) => {
  const prefix = req.query.search?.trim().toLowerCase();
  const matches = prefix
    ? ctx.store.locations.filter(
        (l) =>
          [l.city, l.region, l.name, l.slug].some((part) =>
            part?.toLowerCase().startsWith(prefix),
          ) ||
          l.name
            .toLowerCase()
            .split(/[\s,]+/)
            .some((word) => word.startsWith(prefix)),
      )
    : ctx.store.locations;
  return { status: 200, body: paginate(matches, req.query, req.url) };
};
