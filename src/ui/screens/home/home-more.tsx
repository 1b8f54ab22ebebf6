import './home-more.css';
import { Advantages } from './advantages';
import type { HomeVm } from './home.vm';
import { Partners } from './partners';

/** The part of home below the fold: core advantages and partners, loaded when the user gets near. */
export default function HomeMore({ vm }: { vm: HomeVm }) {
  return (
    <>
      <Advantages vm={vm} />
      <Partners vm={vm} />
    </>
  );
}
