import { CardFrame } from './site-frame';

/** Layout "modal": small logo, centred title (the page's h1) and content. */
export function ModalLayout() {
  return <CardFrame layout="modal" small cardClassName="max-w-xl [&_h1]:text-center" />;
}
