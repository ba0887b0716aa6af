import { Link } from '@newsroom/ui';
import { PRODUCT_NAME } from '../config';
import { useSupportEmail } from '../session/supportEmail';

export function Footer() {
  const supportEmail = useSupportEmail();
  return (
    <footer className="app-footer">
      <div className="app-footer__inner">
        <p className="app-footer__copy">
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </p>
        <ul className="app-footer__links">
          <li>
            <Link to="/terms-of-service">Terms of Service</Link>
          </li>
          <li>
            <Link to="/privacy-policy">Privacy Policy</Link>
          </li>
          <li>
            <a href={`mailto:${supportEmail}`}>Contact</a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
