import Button from 'react-bootstrap/Button';
import { paginationInfo } from './pagination-info';

interface ResultsPaginationProps {
  page: number;
  total: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

export function ResultsPagination({ page, total, totalPages, onPageChange }: ResultsPaginationProps) {
  const info = paginationInfo(page, total, totalPages);
  if (!info.visible) return null;
  return (
    <nav
      aria-label="Search results pages"
      className="d-flex flex-column flex-md-row align-items-md-center justify-content-between gap-2 mt-3"
    >
      <div className="small text-body-secondary">
        Showing {info.from} to {info.to} of {total} results
      </div>
      <div className="d-flex flex-wrap gap-1">
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={info.previousDisabled}
          onClick={() => onPageChange(page - 1)}
        >
          Previous
        </Button>
        {info.pageButtons.map((n, i) =>
          n === 'gap' ? (
            <span key={`gap-${i}`} className="px-1 text-body-secondary" aria-hidden="true">
              …
            </span>
          ) : (
            <Button
              key={n}
              size="sm"
              variant={n === page ? 'primary' : 'outline-secondary'}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
              onClick={() => onPageChange(n)}
            >
              {n}
            </Button>
          ),
        )}
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={info.nextDisabled}
          onClick={() => onPageChange(page + 1)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
