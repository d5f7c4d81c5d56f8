import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ThemeToggle } from '../../features/theme/theme';
import { HeaderAccountControls } from '../../features/auth/header-account-controls';
import { NameMark } from './name-mark';

export function SiteHeader() {
  return (
    <Navbar expand="md" className="border-bottom bg-body-tertiary" as="header" role="banner">
      <Container>
        <Navbar.Brand as={Link} to={paths.browse} className="pr-brand">
          <NameMark />
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="site-nav" />
        <Navbar.Collapse id="site-nav">
          <Nav className="me-auto" as="nav" aria-label="Main">
            {/* SPEC §2: Home goes to '/', the same page as Browse Products, which is the one marked current. */}
            <Nav.Link as={Link} to={paths.browse}>
              Home
            </Nav.Link>
            <Nav.Link as={NavLink} to={paths.browse} end>
              Browse Products
            </Nav.Link>
            <Nav.Link as={NavLink} to={paths.contact}>
              Contact Us
            </Nav.Link>
          </Nav>
          <div className="d-flex align-items-center gap-2 flex-wrap">
            <ThemeToggle />
            <HeaderAccountControls />
          </div>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
