import { PageLayout } from '../../components/layout/page-layout';
import { ContactContent } from '../../features/contact/contact-content';

export function ContactPage() {
  return (
    <PageLayout>
      <ContactContent />
    </PageLayout>
  );
}
