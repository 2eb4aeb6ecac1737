import { EmptyState as MantineEmptyState } from '@mantine/core';
import type { ReactNode } from 'react';

export type EmptyStateProps = {
  title: string;
  description?: string;
  icon?: ReactNode;
  children?: ReactNode;
};

export function EmptyState({ title, description, icon, children }: EmptyStateProps) {
  return (
    <MantineEmptyState title={title} description={description} icon={icon} py="xl">
      {children && <MantineEmptyState.Actions>{children}</MantineEmptyState.Actions>}
    </MantineEmptyState>
  );
}
