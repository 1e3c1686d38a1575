import { PageTitle } from '../../../components/page-title';
import { useAppSelector } from '../../../store/hooks';
import { CustomerHero } from './customer-hero';
import { GetStartedSection } from './get-started-section';
import { HowToStartSection } from './how-to-start-section';
import { RecentReviewsSection } from './recent-reviews-section';
import { ServicesSection } from './services-section';
import { VisitorHero } from './visitor-hero';
import { WhyChooseUsSection } from './why-choose-us-section';

/** Home for visitors and customers: hero (or greeting), services, how to start, why us, recent reviews. */
export function LandingPage() {
  const signedIn = useAppSelector((state) => state.authUser.uuid !== null);
  return (
    <>
      <PageTitle title="" />
      {signedIn ? <CustomerHero /> : <VisitorHero />}
      <ServicesSection />
      <HowToStartSection />
      <WhyChooseUsSection />
      <RecentReviewsSection />
      {!signedIn && <GetStartedSection />}
    </>
  );
}
