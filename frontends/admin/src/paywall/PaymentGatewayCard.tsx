import {
  ADMIN_MESSAGES,
  BILLING_MESSAGES,
  paymentSettingsSchema,
  type PaymentSettingsRequest,
  type PaymentSettingsView,
} from '@newsroom/contracts';
import {
  apiFetch,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  PasswordField,
  Spinner,
  Switch,
  TextField,
  useSchemaForm,
} from '@newsroom/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { ADMIN_QUERY_KEYS, usePaymentSettings } from '../data/queries';
import { useAdminMutation } from '../data/useAdminMutation';
import { RELOAD_AFTER_SAVE_MS, reloadPage } from './reloadPage';

export interface PaymentGatewayCardProps {
  /** Called a moment after a successful save (spec: the page reloads); replaceable in tests. */
  reload?(): void;
}

/**
 * The Stripe keys (spec sections 2, 5 and 9). The stored secret is only ever shown as the masked
 * hint the server sends; the secret input starts empty and is emptied again once saved.
 */
export function PaymentGatewayCard({ reload = reloadPage }: PaymentGatewayCardProps) {
  const settings = usePaymentSettings();

  useEffect(() => {
    // Spec section 8: a failed load is logged only; the card shows empty fields.
    if (settings.isError) console.error('Failed to load payment settings', settings.error);
  }, [settings.isError, settings.error]);

  return (
    <Card className="paywall-payment">
      <CardHeader>
        <CardTitle as="h2">Payment Gateway</CardTitle>
        <CardDescription>The Stripe keys subscriptions are charged with.</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <Spinner label="Loading payment settings…" />
        ) : (
          <PaymentSettingsForm stored={settings.data ?? null} reload={reload} />
        )}
      </CardContent>
    </Card>
  );
}

function PaymentSettingsForm({ stored, reload }: { stored: PaymentSettingsView | null; reload(): void }) {
  const id = useId();
  // Spec section 9: test mode is on unless a saved setting says otherwise.
  const [testMode, setTestMode] = useState(stored?.testMode ?? true);
  const schema = useMemo(
    () => ({ safeParse: (keys: unknown) => paymentSettingsSchema.safeParse({ ...(keys as object), testMode }) }),
    [testMode],
  );
  const form = useSchemaForm(schema, { stripeSecretKey: '', stripePublicKey: stored?.stripePublicKey ?? '' });

  const reloadTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reloadTimer.current), []);

  const save = useAdminMutation({
    mutationFn: (body: PaymentSettingsRequest) =>
      apiFetch<PaymentSettingsView>('/api/admin/payment-settings', { method: 'POST', json: body }),
    success: ADMIN_MESSAGES.paymentSettingsSaved,
    failure: { title: ADMIN_MESSAGES.saveFailed, fallback: BILLING_MESSAGES.savePaymentSettingsFailed },
    invalidate: [ADMIN_QUERY_KEYS.paymentSettings],
    onSuccess: (_view, body) => {
      // The secret leaves the page: only its masked hint comes back.
      form.reset({ stripeSecretKey: '', stripePublicKey: body.stripePublicKey });
      reloadTimer.current = setTimeout(reload, RELOAD_AFTER_SAVE_MS);
    },
  });

  const hint = stored?.hasSecretKey && stored.stripeSecretKey ? stored.stripeSecretKey : null;
  return (
    <form className="payment-form" noValidate onSubmit={form.handleSubmit((body) => save.mutate(body))}>
      <p className="payment-form__stored" data-testid="stored-secret">
        {hint ? (
          <>
            Stored secret key: <code>{hint}</code>
          </>
        ) : (
          'No secret key is stored yet.'
        )}
      </p>
      <PasswordField
        id={`${id}-secret`}
        label="Secret Key"
        placeholder="sk_test_…"
        autoComplete="off"
        spellCheck={false}
        hint={hint ? 'Enter the secret key again (or a new one) to save.' : 'Starts with sk_.'}
        {...form.field('stripeSecretKey')}
      />
      <TextField
        id={`${id}-public`}
        label="Public Key"
        placeholder="pk_test_…"
        autoComplete="off"
        spellCheck={false}
        hint="The publishable key, starting with pk_."
        {...form.field('stripePublicKey')}
      />
      <Switch
        id={`${id}-test-mode`}
        label="Test Mode"
        description="Marks these as test keys. Stripe decides by the key itself: sk_test_ and pk_test_ keys never move real money."
        checked={testMode}
        onChange={setTestMode}
      />
      <div className="paywall-actions">
        <Button type="submit" pending={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Payment Settings'}
        </Button>
      </div>
    </form>
  );
}
