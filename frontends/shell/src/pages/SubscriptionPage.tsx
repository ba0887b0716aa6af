import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, PageHeader } from '@newsroom/ui';

const PLANS = [
  { name: 'Monthly', price: '$14.95', per: 'per month', note: 'Billed every month. Cancel any time.' },
  { name: 'Yearly', price: '$90.00', per: 'per year', note: 'Equivalent to $7.50 a month.', badge: 'Save 50%' },
];

export function SubscriptionPage() {
  return (
    <div className="page">
      <PageHeader
        title="Subscription"
        description="Unlock the VOSOT Generator, Tease Generator, Banner Builder, Digital Article Creator and the Training Hub."
      />
      <div className="plan-grid">
        {PLANS.map((plan) => (
          <Card key={plan.name}>
            <CardHeader>
              <div className="home-card__title-row">
                <CardTitle>{plan.name}</CardTitle>
                {plan.badge ? <Badge variant="success">{plan.badge}</Badge> : null}
              </div>
              <CardDescription>7-day free trial included</CardDescription>
            </CardHeader>
            <CardContent>
              <p className="plan__price">
                {plan.price} <span>{plan.per}</span>
              </p>
              <p className="plan__note">{plan.note}</p>
            </CardContent>
          </Card>
        ))}
      </div>
      <p className="page__note">The Script Simplifier and the Social Media Generator stay free for every account.</p>
    </div>
  );
}
