export { AriaLink } from './AriaLink.tsx';
export { Link, type LinkProps } from './Link.tsx';
export { PlainLink, type PlainLinkProps } from './PlainLink.tsx';
export { NavigationProvider, useNavigate } from './navigation.tsx';
