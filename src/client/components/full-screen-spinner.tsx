import Spinner from 'react-bootstrap/Spinner';

/**
 * `overlay` covers a page that is already rendering underneath, so its data requests start at once instead of
 * after the spinner (the browse page waits only for the auth state to show, not to fetch).
 */
export function FullScreenSpinner({ overlay = false }: { overlay?: boolean }) {
  return (
    <div
      className={`d-flex justify-content-center align-items-center${overlay ? ' position-fixed top-0 start-0 w-100 bg-body' : ''}`}
      style={overlay ? { height: '100vh', zIndex: 1080 } : { minHeight: '100vh' }}
    >
      <Spinner animation="border" role="status">
        <span className="visually-hidden">Loading...</span>
      </Spinner>
    </div>
  );
}
