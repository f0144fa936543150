import type { MusicTheme } from '@partyreel/shared/templates/music-themes';
import type { TrackSpec } from '../track-spec.ts';
import { ART_TRACKS } from './art.ts';
import { BASEBALL_TRACKS } from './baseball.ts';
import { BASKETBALL_TRACKS } from './basketball.ts';
import { BOUNCE_TRACKS } from './bounce.ts';
import { BOWLING_TRACKS } from './bowling.ts';
import { CANDY_TRACKS } from './candy.ts';
import { CARNIVAL_TRACKS } from './carnival.ts';
import { CHANUKAH_TRACKS } from './chanukah.ts';
import { CHRISTMAS_TRACKS } from './christmas.ts';
import { CONSTRUCTION_TRACKS } from './construction.ts';
import { DANCE_TRACKS } from './dance.ts';
import { DINOSAURS_TRACKS } from './dinosaurs.ts';
import { DRAGON_TRACKS } from './dragon.ts';
import { FALL_FESTIVAL_TRACKS } from './fall-festival.ts';
import { FANTASY_TRACKS } from './fantasy.ts';
import { FARM_ANIMALS_TRACKS } from './farm-animals.ts';
import { FLORAL_WEDDING_TRACKS } from './floral-wedding.ts';
import { FOOTBALL_TRACKS } from './football.ts';
import { GO_KART_TRACKS } from './go-kart.ts';
import { GYMNASTICS_TRACKS } from './gymnastics.ts';
import { HALLOWEEN_TRACKS } from './halloween.ts';
import { ICE_CREAM_TRACKS } from './ice-cream.ts';
import { LASER_TAG_TRACKS } from './laser-tag.ts';
import { MERMAID_TRACKS } from './mermaid.ts';
import { MINECRAFT_STYLE_TRACKS } from './minecraft-style.ts';
import { MONSTERS_TRACKS } from './monsters.ts';
import { MOVIE_TRACKS } from './movie.ts';
import { OCEAN_TRACKS } from './ocean.ts';
import { PIRATES_TRACKS } from './pirates.ts';
import { POOL_PARTY_TRACKS } from './pool-party.ts';
import { PRINCESS_TRACKS } from './princess.ts';
import { RACE_CARS_TRACKS } from './race-cars.ts';
import { SAFARI_TRACKS } from './safari.ts';
import { SCIENCE_TRACKS } from './science.ts';
import { SHARK_TRACKS } from './shark.ts';
import { SPACE_TRACKS } from './space.ts';
import { SPORTS_TRACKS } from './sports.ts';
import { SUPER_HERO_TRACKS } from './super-hero.ts';
import { TRAMPOLINE_TRACKS } from './trampoline.ts';
import { TWO_COOL_TRACKS } from './two-cool.ts';
import { UNICORN_TRACKS } from './unicorn.ts';
import { VIDEO_GAME_TRACKS } from './video-game.ts';
import { WIZARDING_TRACKS } from './wizarding.ts';

/** Every theme's tracks. A `Record` over MusicTheme, so a theme without music does not compile. */
export const TRACKS_BY_THEME: Record<MusicTheme, readonly TrackSpec[]> = {
  candy: CANDY_TRACKS,
  princess: PRINCESS_TRACKS,
  'race-cars': RACE_CARS_TRACKS,
  space: SPACE_TRACKS,
  dinosaurs: DINOSAURS_TRACKS,
  construction: CONSTRUCTION_TRACKS,
  unicorn: UNICORN_TRACKS,
  bounce: BOUNCE_TRACKS,
  gymnastics: GYMNASTICS_TRACKS,
  bowling: BOWLING_TRACKS,
  ocean: OCEAN_TRACKS,
  dance: DANCE_TRACKS,
  'go-kart': GO_KART_TRACKS,
  football: FOOTBALL_TRACKS,
  trampoline: TRAMPOLINE_TRACKS,
  safari: SAFARI_TRACKS,
  'pool-party': POOL_PARTY_TRACKS,
  'video-game': VIDEO_GAME_TRACKS,
  monsters: MONSTERS_TRACKS,
  'minecraft-style': MINECRAFT_STYLE_TRACKS,
  'ice-cream': ICE_CREAM_TRACKS,
  basketball: BASKETBALL_TRACKS,
  art: ART_TRACKS,
  'super-hero': SUPER_HERO_TRACKS,
  carnival: CARNIVAL_TRACKS,
  shark: SHARK_TRACKS,
  science: SCIENCE_TRACKS,
  sports: SPORTS_TRACKS,
  movie: MOVIE_TRACKS,
  'two-cool': TWO_COOL_TRACKS,
  dragon: DRAGON_TRACKS,
  pirates: PIRATES_TRACKS,
  'farm-animals': FARM_ANIMALS_TRACKS,
  'laser-tag': LASER_TAG_TRACKS,
  mermaid: MERMAID_TRACKS,
  'floral-wedding': FLORAL_WEDDING_TRACKS,
  fantasy: FANTASY_TRACKS,
  halloween: HALLOWEEN_TRACKS,
  baseball: BASEBALL_TRACKS,
  'fall-festival': FALL_FESTIVAL_TRACKS,
  christmas: CHRISTMAS_TRACKS,
  chanukah: CHANUKAH_TRACKS,
  wizarding: WIZARDING_TRACKS,
};
