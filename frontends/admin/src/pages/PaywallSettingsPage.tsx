import { PageHeader } from '@newsroom/ui';
import { ImplementationGuide } from '../paywall/ImplementationGuide';
import { MarketingVideoCard } from '../paywall/MarketingVideoCard';
import { PaymentGatewayCard } from '../paywall/PaymentGatewayCard';
import { PlansCard } from '../paywall/PlansCard';
import '../paywall/paywall.css';

/** /admin/paywall-settings (spec section 2): plans, the payment gateway, the marketing video and a guide. */
export function PaywallSettingsPage() {
  return (
    <div className="paywall">
      <PageHeader
        title="Paywall Settings"
        description="Subscription plans, the payment gateway and the marketing video shown to free users."
      />
      <PlansCard />
      <div className="paywall__grid">
        <PaymentGatewayCard />
        <MarketingVideoCard />
      </div>
      <ImplementationGuide />
    </div>
  );
}
