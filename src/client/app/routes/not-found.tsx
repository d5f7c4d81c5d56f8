import { Link } from 'react-router-dom';
import { PageLayout } from '../../components/layout/page-layout';
import { paths } from '../../config/paths';

export function NotFoundPage() {
  return (
    <PageLayout>
      <div className="text-center py-5">
        <h1 className="display-6">404 Page Not Found</h1>
        <p className="text-body-secondary">The page you are looking for does not exist or has moved.</p>
        <Link to={paths.browse} className="btn btn-primary">
          Back to Dashboard
        </Link>
      </div>
    </PageLayout>
  );
}
