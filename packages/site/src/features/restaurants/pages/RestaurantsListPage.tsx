import { PlaceholderPage } from '../../../lib/PlaceholderPage.tsx';

export default function RestaurantsListPage() {
  return (
    <PlaceholderPage
      title="Restaurants in Cabo"
      intro="Where to eat in Los Cabos, with table requests."
    />
  );
}
