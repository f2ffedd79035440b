import { useState } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { NavLink } from 'react-router';
import { Logo } from '../components/Logo.tsx';
import { TOASTS_BELOW } from '../components/toasts-below.ts';
import { mainMenu } from '../content/navigation.ts';
import { TopBar } from './TopBar.tsx';
import { UserMenu } from './UserMenu.tsx';

export function Header() {
  const [expanded, setExpanded] = useState(false);
  return (
    <header className="site-header sticky-top" {...TOASTS_BELOW}>
      <TopBar />
      <Navbar
        expand="lg"
        variant="dark"
        className="main-nav"
        expanded={expanded}
        onToggle={setExpanded}
      >
        <Container>
          <Logo light />
          <Navbar.Toggle aria-controls="main-menu" label="Toggle main menu" />
          <Navbar.Collapse id="main-menu">
            <Nav as="nav" aria-label="Main menu" className="mx-auto gap-lg-2">
              {mainMenu.map((item) => (
                // No eventKey: the Nav would mark the clicked link active at once, beside the
                // router's mark on the current page's link until the next page has come. Only
                // the router says which page is current; a click closes the phone's menu.
                <Nav.Link
                  key={item.to}
                  as={NavLink}
                  to={item.to}
                  end={item.to === '/'}
                  onClick={() => setExpanded(false)}
                >
                  {item.label}
                </Nav.Link>
              ))}
            </Nav>
            <div className="py-3 py-lg-0">
              <UserMenu />
            </div>
          </Navbar.Collapse>
        </Container>
      </Navbar>
    </header>
  );
}
