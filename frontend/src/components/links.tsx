import { Anchor, Button } from '@mantine/core';
import type { AnchorProps, ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { LinkComponent } from '@tanstack/react-router';
import { forwardRef } from 'react';
import type { AnchorHTMLAttributes } from 'react';

type AnchorElementProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>;

const MantineButtonAnchor = forwardRef<HTMLAnchorElement, ButtonProps & AnchorElementProps>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
));
MantineButtonAnchor.displayName = 'MantineButtonAnchor';

const MantineAnchor = forwardRef<HTMLAnchorElement, AnchorProps & AnchorElementProps>((props, ref) => <Anchor ref={ref} {...props} />);
MantineAnchor.displayName = 'MantineAnchor';

const CreatedButtonLink = createLink(MantineButtonAnchor);
const CreatedAnchorLink = createLink(MantineAnchor);

/** A Mantine Button that navigates with the router, with typed `to` and `params`. */
export const ButtonLink: LinkComponent<typeof MantineButtonAnchor> = (props) => <CreatedButtonLink {...props} />;

/** A Mantine Anchor that navigates with the router, with typed `to` and `params`. */
export const AnchorLink: LinkComponent<typeof MantineAnchor> = (props) => <CreatedAnchorLink {...props} />;
