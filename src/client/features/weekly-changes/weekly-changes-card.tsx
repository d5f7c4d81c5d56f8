import { trpc } from '../../lib/trpc';
import { WeeklyChangesView } from './weekly-changes-view';

export function WeeklyChangesCard() {
  const query = trpc.products.weeklyChanges.useQuery(undefined, { retry: false });
  return <WeeklyChangesView changes={query.data} isLoading={query.isLoading} isError={query.isError} />;
}
