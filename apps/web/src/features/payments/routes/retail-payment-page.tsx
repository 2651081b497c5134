import { Alert, Button, Container, Stack, Title } from '@mantine/core';
import type { TApiKeysResponse, TCustomerPaymentInfo, TRetailCustomer } from '@puente/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useTenant } from '../../../api/tenant-query';
import { isAuthenticated, logout, renewSession, useSession } from '../../../lib/session';
import { confirmLogout } from '../../../lib/session/confirm-logout';

import { useDocumentTitle } from '../../../lib/use-document-title';
import { LoaderView } from '../../../ui/delayed-loader';
import { useDelayedLoading } from '../../../ui/use-delayed-loading';
import { useApiKeys } from '../api/get-api-keys';

import { useMyAccount } from '../api/get-my-account';
import { useRetailCustomer } from '../api/get-retail-customer';
import { AuthenticationNotice } from '../components/authentication-notice';
import { CommitOverlay } from '../components/commit-overlay';
import { pageColors } from '../components/page-colors';
import { PaymentDialogFrame } from '../components/payment-dialog-frame';
import { PaymentForm } from '../components/payment-form';
import { PaymentIntro } from '../components/payment-intro';
import { PaymentResult } from '../components/payment-result';
import { PaymentSummary } from '../components/payment-summary';
import { SandboxChallengeDialog } from '../components/sandbox-challenge-dialog';
import { paymentAccess } from '../model/payment-access';
import { AUTHENTICATE_PARAM, withAuthenticationReady } from '../model/payment-authentication';
import type { BrowserCard } from '../model/payment-flow';
import { emptyPaymentForm } from '../model/payment-form-model';
import { usePaymentStore } from '../model/payment-store';
import { usePaymentCommands } from '../model/use-payment-commands';
import { PaymentFormProvider, usePaymentForm } from '../model/use-payment-form';

type ContentProps = { dialogMode: boolean };

type LoadedProps = ContentProps & {
  account: TCustomerPaymentInfo;
  customer: TRetailCustomer | null;
  apiKeys: TApiKeysResponse;
};

function LoadedPayment({ dialogMode, account, customer, apiKeys }: LoadedProps) {
  const [params] = useSearchParams();
  const { t } = useTranslation('payments');
  const phase = usePaymentStore((state) => state.phase);
  const summary = usePaymentStore((state) => state.paymentSummary);
  // With Stripe the card goes to Stripe.js in the browser; our server gets only the PaymentMethod id.
  const cardsInBrowser = apiKeys.provider === 'stripe';
  const browserCard = useRef<BrowserCard | null>(null);
  const onCard = useCallback((card: BrowserCard | null) => {
    browserCard.current = card;
  }, []);
  const signedIn = useSession(isAuthenticated);
  const master = useSession((state) => state.master);
  const impersonating = useSession((state) => state.identity.impersonator !== null);
  const access = paymentAccess({ signedIn, master, impersonating }, useTenant().data?.guestPaymentsEnabled);
  // The form's values outlive the result screens ('Volver Atrás' comes back to them). The mail's link
  // (?authenticate=1) opens it, for the holder, with the auto-pay charge the bank asks to confirm ready.
  const [initialValues] = useState(() =>
    access === 'holder' && params.get(AUTHENTICATE_PARAM) === '1'
      ? withAuthenticationReady(emptyPaymentForm, account, customer)
      : emptyPaymentForm,
  );
  const form = usePaymentForm(account, cardsInBrowser, initialValues);
  const commands = usePaymentCommands({
    form,
    account,
    customer,
    onPaid: dialogMode ? undefined : () => renewSession(),
    browserCard: cardsInBrowser ? () => browserCard.current : undefined,
    stripeKey: cardsInBrowser ? apiKeys.retailKey : undefined,
  });
  return (
    <PaymentFormProvider value={form}>
      <Stack gap="lg">
        <CommitOverlay visible={phase === 'commit'} />
        {cardsInBrowser ? null : <SandboxChallengeDialog />}
        {/* Up front: staff acting as the user learn at once why nothing here can be used. */}
        {access === 'impersonating' ? (
          <Alert color="yellow" role="status" data-testid="impersonation-no-cards">
            {t('page.impersonationNoCards')}
          </Alert>
        ) : null}
        <PaymentIntro required={dialogMode} />
        <PaymentSummary account={account} />
        {access === 'holder' ? <AuthenticationNotice account={account} customer={customer} /> : null}
        {access === 'view-only' ? (
          <Alert color="teal" data-testid="holder-only">
            {t('page.holderOnly')}
          </Alert>
        ) : summary && phase !== 'commit' ? (
          <PaymentResult
            summary={summary}
            dialogMode={dialogMode}
            onBack={commands.backToForm}
            onNewPayment={commands.clearForm}
            onAccept={() => void logout()}
            onRetry={() => void commands.retry()}
          />
        ) : (
          <PaymentForm
            account={account}
            customer={customer}
            commands={commands}
            holder={access === 'holder' || (access === 'impersonating' && master)}
            disabled={access === 'impersonating'}
            stripe={cardsInBrowser ? { publishableKey: apiKeys.retailKey, onCard } : null}
          />
        )}
      </Stack>
    </PaymentFormProvider>
  );
}

/**
 * The school's public facts first: with payments off (the tenant says so) the page explains it and asks
 * nothing more of the server, whose payment calls would all be refused.
 */
function PaymentContent({ dialogMode }: ContentProps) {
  const { t } = useTranslation('payments');
  const tenant = useTenant();
  const showLoader = useDelayedLoading(tenant.isPending);
  if (showLoader) return <LoaderView />;
  if (tenant.isPending) return null;
  if (tenant.data?.paymentEnabled === false) {
    return (
      <Alert
        color="gray"
        role="status"
        data-testid="payments-disabled"
        title={t('page.paymentsDisabledTitle')}
      >
        {t('page.paymentsDisabled')}
      </Alert>
    );
  }
  return <PaymentAccount dialogMode={dialogMode} />;
}

function PaymentAccount({ dialogMode }: ContentProps) {
  const { t } = useTranslation('payments');
  const account = useMyAccount();
  const customer = useRetailCustomer();
  const apiKeys = useApiKeys();

  const loading = account.isPending || customer.isPending || apiKeys.isPending;
  const showLoader = useDelayedLoading(loading);
  if (showLoader) return <LoaderView />;
  if (loading) return null;
  if (account.isError || customer.isError || apiKeys.isError) {
    return (
      <Alert color="red" role="alert" title={t('page.loadError')}>
        <Button
          mt="xs"
          size="xs"
          variant="light"
          color="red"
          onClick={() => void Promise.all([account.refetch(), customer.refetch(), apiKeys.refetch()])}
        >
          {t('result.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <LoadedPayment
      dialogMode={dialogMode}
      account={account.data}
      customer={customer.data}
      apiKeys={apiKeys.data}
    />
  );
}

/** 'Añadir Pago' (/retail-payment); `?required=1` shows it as the dialog a user must pay in before going on. */
export default function RetailPaymentPage() {
  const { t } = useTranslation('payments');
  useDocumentTitle(t('page.title'));
  const [params] = useSearchParams();
  const dialogMode = params.get('required') === '1';
  const reset = usePaymentStore((state) => state.reset);
  useEffect(() => {
    reset();
    return reset;
  }, [reset]);

  if (dialogMode) {
    return (
      <PaymentDialogFrame onExit={() => confirmLogout()}>
        <PaymentContent dialogMode />
      </PaymentDialogFrame>
    );
  }
  return (
    <Container size="md" py="lg" data-testid="retail-payment-page" style={pageColors}>
      <Stack gap="lg">
        <Title order={1}>{t('page.title')}</Title>
        <PaymentContent dialogMode={false} />
      </Stack>
    </Container>
  );
}
