import { ModalsProvider } from '@mantine/modals';
import { type ReactNode, useEffect } from 'react';
import { modalHostMounted } from '../lib/confirm-modal';

/** Mantine's modal host; once mounted (its listeners too), confirmation modals open. */
export function ModalHost({ children }: { children?: ReactNode }) {
  useEffect(() => modalHostMounted(), []);
  return <ModalsProvider>{children}</ModalsProvider>;
}
