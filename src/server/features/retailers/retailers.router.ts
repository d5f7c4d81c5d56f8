import { z } from 'zod';
import { retailerPublicSchema } from '../../../shared/schemas/responses.js';
import { rest } from '../../trpc/rest-meta.js';
import { publicProcedure, router } from '../../trpc/trpc.js';
import { getRetailerStatus, listPublicRetailers } from './retailers.service.js';

/** tRPC procedures of the retailers feature (and their SPEC §7 REST calls): call the service, return. */
export const retailersRouter = router({
  list: publicProcedure
    .meta(rest('GET', '/retailers', 'Active retailers (id, name, url, isActive), sorted by name'))
    .output(z.array(retailerPublicSchema))
    .query(({ ctx }) => listPublicRetailers(ctx.deps)),
  status: publicProcedure.query(({ ctx }) => getRetailerStatus(ctx.deps)),
});
