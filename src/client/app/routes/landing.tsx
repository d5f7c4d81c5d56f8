import { PageLayout } from '../../components/layout/page-layout';

export function LandingPage() {
  return (
    <PageLayout>
      <h1 className="h3">PerRound</h1>
    </PageLayout>
  );
}
