import { PageLayout } from '../../components/layout/page-layout';
import { LandingContent } from '../../features/marketing/landing-content';

export function LandingPage() {
  return (
    <PageLayout>
      <LandingContent />
    </PageLayout>
  );
}
