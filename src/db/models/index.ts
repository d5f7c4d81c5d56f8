import type { Sequelize } from 'sequelize';
import { ClickEvent } from './click-event.model.js';
import { EmailToken } from './email-token.model.js';
import { Listing } from './listing.model.js';
import { PriceObservation } from './price-observation.model.js';
import { Product } from './product.model.js';
import { Retailer } from './retailer.model.js';
import { ScrapeLog } from './scrape-log.model.js';
import { Session } from './session.model.js';
import { User } from './user.model.js';

export { ClickEvent, EmailToken, Listing, PriceObservation, Product, Retailer, ScrapeLog, Session, User };

/** All .init() calls, then all associations (associations need every model initialised). */
export function initModels(sequelize: Sequelize) {
  for (const model of [
    Retailer,
    Product,
    Listing,
    PriceObservation,
    ScrapeLog,
    User,
    Session,
    EmailToken,
    ClickEvent,
  ]) {
    model.initModel(sequelize);
  }
  Retailer.hasMany(Listing, { foreignKey: 'retailerId', as: 'listings' });
  Listing.belongsTo(Retailer, { foreignKey: 'retailerId', as: 'retailer' });
  Product.hasMany(Listing, { foreignKey: 'productId', as: 'listings' });
  Listing.belongsTo(Product, { foreignKey: 'productId', as: 'product' });
  Listing.hasMany(PriceObservation, { foreignKey: 'listingId', as: 'observations' });
  PriceObservation.belongsTo(Listing, { foreignKey: 'listingId', as: 'listing' });
  Retailer.hasMany(ScrapeLog, { foreignKey: 'retailerId', as: 'logs' });
  ScrapeLog.belongsTo(Retailer, { foreignKey: 'retailerId', as: 'retailer' });
  User.hasMany(Session, { foreignKey: 'userId', as: 'sessions' });
  Session.belongsTo(User, { foreignKey: 'userId', as: 'user' });
  User.hasMany(EmailToken, { foreignKey: 'userId', as: 'emailTokens' });
}
