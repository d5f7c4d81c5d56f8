import type { ModelStatic, Sequelize } from 'sequelize';
import { defineClickEvent, type ClickEvent } from './click-event.model.js';
import { defineEmailToken, type EmailToken } from './email-token.model.js';
import { defineListing, type Listing } from './listing.model.js';
import { defineRetailer, type Retailer } from './retailer.model.js';
import { defineScrapeLog, type ScrapeLog } from './scrape-log.model.js';
import { defineSession, type Session } from './session.model.js';
import { defineUser, type User } from './user.model.js';

// The classes are abstract: they name a row's type; only the classes defineModels binds can query.
export type { ClickEvent, EmailToken, Listing, Retailer, ScrapeLog, Session, User };
export type { EmailTokenPurpose } from './email-token.model.js';

/** The models of one connection, as `db.models` (see sequelize.ts). */
export type Models = {
  Retailer: ModelStatic<Retailer>;
  Listing: ModelStatic<Listing>;
  ScrapeLog: ModelStatic<ScrapeLog>;
  User: ModelStatic<User>;
  Session: ModelStatic<Session>;
  EmailToken: ModelStatic<EmailToken>;
  ClickEvent: ModelStatic<ClickEvent>;
};

/**
 * Binds a fresh class per model to this connection, then their associations. Sequelize's Model.init on a shared
 * class would bind it to whichever connection was created last, so two connections in one process (two
 * databases, a test and its worker) would silently share one.
 */
export function defineModels(sequelize: Sequelize): Models {
  const models: Models = {
    Retailer: defineRetailer(sequelize),
    Listing: defineListing(sequelize),
    ScrapeLog: defineScrapeLog(sequelize),
    User: defineUser(sequelize),
    Session: defineSession(sequelize),
    EmailToken: defineEmailToken(sequelize),
    ClickEvent: defineClickEvent(sequelize),
  };
  const { Retailer, Listing, ScrapeLog, User, Session, EmailToken } = models;
  Retailer.hasMany(Listing, { foreignKey: 'retailerId', as: 'listings' });
  Listing.belongsTo(Retailer, { foreignKey: 'retailerId', as: 'retailer' });
  Retailer.hasMany(ScrapeLog, { foreignKey: 'retailerId', as: 'logs' });
  ScrapeLog.belongsTo(Retailer, { foreignKey: 'retailerId', as: 'retailer' });
  User.hasMany(Session, { foreignKey: 'userId', as: 'sessions' });
  Session.belongsTo(User, { foreignKey: 'userId', as: 'user' });
  User.hasMany(EmailToken, { foreignKey: 'userId', as: 'emailTokens' });
  return models;
}
