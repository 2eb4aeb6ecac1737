import { Table, Text } from '@mantine/core';
import { AnchorLink } from '../../../components/links';
import { InfoList, InfoPageFrame, InfoSection } from './InfoPageFrame';

/** The rank score's parts: the same weights as the directory's stored score (decision 0075). */
const RANK_PARTS = [
  { part: 'Verified identity', points: '40', how: 'An administrator approved the person’s ID and video.' },
  {
    part: 'Published reviews',
    points: 'up to 100',
    how: 'The average rating × 2 × the number of reviews, counting at most 10: ten 5-star reviews give 100, one gives 10.',
  },
  { part: 'Completed jobs', points: 'up to 30', how: '3 for each contract completed on VerifiedWork, counting at most 10.' },
];

/** How the job and freelancer lists are ordered, exactly, and how to read each result's reasons. */
export function RankingPage() {
  return (
    <InfoPageFrame
      title="How ranking works"
      intro="The order of Browse Jobs and Find Service Providers follows the rules on this page and nothing else. Nobody can pay for a better place: VerifiedWork takes no payments at all."
    >
      <InfoSection title="Who is listed">
        <Text>
          A search lists everyone whose name, username, skills or bio holds every word you typed (the last word may be unfinished), and who
          passes your filters. Matching decides who is listed; the rank below decides the order.
        </Text>
      </InfoSection>
      <InfoSection title="Service providers: the rank score">
        <Text>Under “Best match”, service providers are ordered by a score of at most 170 points, the sum of:</Text>
        <Table withTableBorder striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>What counts</Table.Th>
              <Table.Th>Points</Table.Th>
              <Table.Th>How</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {RANK_PARTS.map(({ part, points, how }) => (
              <Table.Tr key={part}>
                <Table.Td>{part}</Table.Td>
                <Table.Td>{points}</Table.Td>
                <Table.Td>{how}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text>
          Equal scores keep a fixed order, so a list reads the same each time. The score changes the moment its inputs do: a verification
          approved, reviews published, a contract completed. The trust score is shown on every profile but is not part of the order.
        </Text>
      </InfoSection>
      <InfoSection title="A fair share for newcomers">
        <Text>
          Someone who joined in the last 30 days has had no time to earn reviews. So on the first page of every “Best match” list, every 4th
          place (4th, 8th, 12th, …) goes to the best-ranked newcomer who matches your search and is not on the page already. The rule is the
          same for everyone; when no newcomer matches, the place goes to the next in rank. Later pages follow the score alone, and nobody
          appears twice.
        </Text>
      </InfoSection>
      <InfoSection title="Other orders">
        <InfoList
          items={[
            'Service providers by rate: lowest or highest hourly rate first; those without a rate come last.',
            'Jobs: newest first unless you choose oldest first or highest pay. Nothing else moves a post up or down.',
          ]}
        />
      </InfoSection>
      <InfoSection title="Reading the reasons">
        <Text>Under each result, one grey line says why it stands where it does, from the same facts as the order:</Text>
        <InfoList
          items={[
            <>
              <strong>Verified · 4.9 from 12 reviews · 8 completed jobs</strong>: the parts of the rank score this person has.
            </>,
            <>
              <strong>New to VerifiedWork</strong>: placed by the newcomer rule.
            </>,
            <>
              <strong>Skills match 2 of your search words</strong>: how many of your words their listed skills hold.
            </>,
            <>
              <strong>Verified client · Posted 2 days ago · Matches 2 of your skills</strong>: on a job, whether its client is verified,
              when it was posted (the order), and how many of its skills your profile lists.
            </>,
          ]}
        />
        <Text>
          Questions about a place in the list? Ask us on the{' '}
          <AnchorLink underline="always" to="/contact">
            contact page
          </AnchorLink>
          .
        </Text>
      </InfoSection>
    </InfoPageFrame>
  );
}
