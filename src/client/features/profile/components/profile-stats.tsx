import type { UserProfile } from '../../../../contract/users.ts';

const format = new Intl.NumberFormat();

export function ProfileStats({ profile }: { profile: Pick<UserProfile, 'followersCount' | 'followingCount' | 'postsCount'> }) {
  const stats = [
    { label: 'Followers', value: profile.followersCount },
    { label: 'Following', value: profile.followingCount },
    { label: 'Posts', value: profile.postsCount },
  ];
  return (
    <dl className="grid grid-cols-3 divide-x divide-line rounded-xl border border-line text-center">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse py-3">
          <dt className="text-xs font-medium text-muted uppercase">{stat.label}</dt>
          <dd className="text-lg font-bold text-fg">{format.format(stat.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
