import { AdminSection } from './AdminSection';

export function PaywallSettingsPage() {
  return (
    <AdminSection
      title="Paywall Settings"
      description="Subscription plans, the payment gateway and the marketing video shown to free users."
    >
      <p>Plans are priced in dollars and billed in USD; payment test mode is on until live keys are saved.</p>
    </AdminSection>
  );
}
