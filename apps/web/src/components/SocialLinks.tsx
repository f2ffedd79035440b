import type { IconType } from 'react-icons';
import { FaFacebookF, FaInstagram, FaLinkedinIn, FaXTwitter, FaYoutube } from 'react-icons/fa6';
import { socialLinks, type SocialNetwork } from '../content/company.ts';

const icons: Record<SocialNetwork, IconType> = {
  instagram: FaInstagram,
  facebook: FaFacebookF,
  linkedin: FaLinkedinIn,
  twitter: FaXTwitter,
  youtube: FaYoutube,
};

interface SocialLinksProps {
  className?: string;
  linkClassName?: string;
}

export function SocialLinks({ className = '', linkClassName = 'social-link' }: SocialLinksProps) {
  return (
    <ul className={`list-inline mb-0 d-flex gap-2 ${className}`}>
      {socialLinks.map(({ network, label, url }) => {
        const Icon = icons[network];
        return (
          <li key={network}>
            <a
              className={linkClassName}
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Keyturn on ${label}`}
            >
              <Icon aria-hidden="true" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
