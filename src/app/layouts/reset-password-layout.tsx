import { CardFrame } from './site-frame';

/** Layout "reset-password": a centred card with the logo. */
export function ResetPasswordLayout() {
  return <CardFrame layout="reset-password" cardClassName="max-w-md" />;
}
