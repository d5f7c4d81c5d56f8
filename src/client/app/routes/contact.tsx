import { PageLayout } from '../../components/layout/page-layout';

export function ContactPage() {
  return (
    <PageLayout>
      <h1 className="h3">Contact Us</h1>
    </PageLayout>
  );
}
