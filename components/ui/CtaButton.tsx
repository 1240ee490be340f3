import { useAppEvents } from '../../engine/player/index.ts';
import { Button, ButtonLink, type ButtonStyle } from './Button.tsx';

/** A CMS call to action: open registration, login or banking, or follow a link. */
export interface CmsCta {
  text: string;
  action: 'register' | 'login' | 'deposit' | 'link';
  href?: string;
}

const MODAL_OF = { register: 'registration', login: 'login', deposit: 'banking' } as const;

type CtaButtonProps = { cta: CmsCta } & ButtonStyle;

/** A link renders as a real link; the other actions are buttons that ask the page to open a window. */
export function CtaButton({ cta, ...style }: CtaButtonProps) {
  const events = useAppEvents();
  if (cta.action === 'link') {
    return (
      <ButtonLink href={cta.href ?? '/'} {...style}>
        {cta.text}
      </ButtonLink>
    );
  }
  const name = MODAL_OF[cta.action];
  return (
    <Button type="button" onClick={() => events.emit('modal:open', { name })} {...style}>
      {cta.text}
    </Button>
  );
}
