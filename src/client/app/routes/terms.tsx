import { PageLayout } from '../../components/layout/page-layout';
import { TermsContent } from '../../features/legal/terms-content';

export function TermsPage() {
  return (
    <PageLayout>
      <TermsContent />
    </PageLayout>
  );
}
