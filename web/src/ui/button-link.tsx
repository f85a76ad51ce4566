import { Link, type LinkProps } from 'react-router';
import { buttonClasses, type ButtonLook } from './button';

/** A router link that looks like a Button (navigation, so a link for the screen reader and the middle click). */
export function ButtonLink({ variant, size, block, className, ...rest }: LinkProps & ButtonLook) {
  return <Link className={buttonClasses({ variant, size, block }, className)} {...rest} />;
}
