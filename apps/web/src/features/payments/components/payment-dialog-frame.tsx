import { Anchor, Group, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageColors } from './page-colors';

type Props = { children: ReactNode; onExit: () => void };

/** Dialog mode: the page in a dialog the user cannot dismiss, with a header and the 'Salir' link. */
export function PaymentDialogFrame({ children, onExit }: Props) {
  const { t } = useTranslation('payments');
  const small = useMediaQuery('(max-width: 40em)');
  return (
    <Modal.Root
      opened
      onClose={() => undefined}
      closeOnEscape={false}
      closeOnClickOutside={false}
      fullScreen={small}
      size="xl"
      centered
      data-testid="payment-dialog"
    >
      <Modal.Overlay backgroundOpacity={0.55} blur={2} />
      <Modal.Content style={pageColors}>
        <Modal.Header>
          <Group justify="space-between" w="100%" wrap="nowrap">
            <Modal.Title fw={700} fz="h2" component="h1">
              {t('page.title')}
            </Modal.Title>
            <Anchor component="button" type="button" onClick={onExit} fw={600} c="teal.9">
              {t('page.logout')}
            </Anchor>
          </Group>
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
