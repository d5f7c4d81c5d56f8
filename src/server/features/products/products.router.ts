import { router } from '../../trpc/trpc.js';

/** tRPC procedures of the products feature: parse input with the shared schema, call the service, return. */
export const productsRouter = router({});
