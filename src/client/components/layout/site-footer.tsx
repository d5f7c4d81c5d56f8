import { Link } from 'react-router-dom';
import { paths, SUPPORT_EMAIL } from '../../config/paths';
import { NameMark } from './name-mark';

const REQUEST_RETAILER_HREF =
  `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Retailer Request')}` +
  `&body=${encodeURIComponent('Retailer name:\nWebsite URL:\nNotes:\n')}`;

/** The shared footer of SPEC §2. */
export function SiteFooter() {
  return (
    <footer className="pr-footer border-top bg-body-tertiary mt-5 py-4">
      <div className="container">
        <div className="row g-4">
          <div className="col-12 col-md-3">
            <div className="pr-brand fs-5">
              <NameMark size={24} />
            </div>
            <p className="small text-body-secondary mb-0">Prices updated every 4 hours</p>
          </div>
          <nav className="col-6 col-md-3" aria-label="Quick Links">
            <h2 className="h6">Quick Links</h2>
            <ul className="list-unstyled small">
              <li>
                <Link to={paths.browse}>Browse Products</Link>
              </li>
              <li>
                <Link to={paths.landing}>Home</Link>
              </li>
              <li>
                <Link to={paths.auth}>Sign Up / Login</Link>
              </li>
            </ul>
          </nav>
          <nav className="col-6 col-md-3" aria-label="Support">
            <h2 className="h6">Support</h2>
            <ul className="list-unstyled small">
              <li>
                <Link to={paths.contact}>Contact Us</Link>
              </li>
              <li>
                <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              </li>
              <li>
                <a href={REQUEST_RETAILER_HREF}>Request Retailer</a>
              </li>
            </ul>
          </nav>
          <nav className="col-6 col-md-3" aria-label="Legal">
            <h2 className="h6">Legal</h2>
            <ul className="list-unstyled small">
              <li>
                <Link to={paths.privacy}>Privacy</Link>
              </li>
              <li>
                <Link to={paths.terms}>Terms</Link>
              </li>
              <li className="text-body-secondary">All prices in CAD</li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
