import { PageIntro } from '../../../app/PageIntro.tsx';

export default function RestaurantsListPage() {
  return (
    <PageIntro
      title="Restaurants in Cabo"
      intro="Where to eat in Los Cabos, with table requests."
    />
  );
}
